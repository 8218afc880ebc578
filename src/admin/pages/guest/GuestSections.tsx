import { mediaSrc } from '../../media/mediaSrc';
import type { GuestCategory, GuestItem, GuestOptionGroup, GuestPackage } from './guestMenuQuery';
import type { GuestText } from './guestText';

/** "Choose 1", "Choose 0–3 (optional)": how many of a group's choices are taken. */
function choiceRule({ t }: GuestText, { min, max }: { min: number; max: number }): string {
  const count = min === max ? t('choose', { count: min }) : t('chooseBetween', { min, max });
  return min === 0 ? `${count} (${t('optional')})` : count;
}

/** A choice's name, "(sold out)" after it when it is; nothing for an item the menu does not list. */
const choiceLabel = (choice: GuestChoice | undefined, { t }: GuestText) => (choice ? [choice.soldOut ? `${choice.name} (${t('soldOut').toLowerCase()})` : choice.name] : []);

function Thumbnail({ url }: { url: string | null }) {
  // Decorative: the item's name is beside it.
  return url ? <img className="rb-guest__image" src={mediaSrc(url)} alt="" width={72} height={72} loading="lazy" decoding="async" /> : <div className="rb-guest__image" aria-hidden="true" />;
}

function OptionGroup({ group, text }: { group: GuestOptionGroup; text: GuestText }) {
  const options = group.options.map((option) => (option.price > 0 ? `${option.name} (${text.t('plus', { price: text.price(option.price) })})` : option.name));
  return (
    <li>
      <strong>{group.name}</strong> · {choiceRule(text, group)}: {options.join(', ')}
    </li>
  );
}

function Item({ item, text }: { item: GuestItem; text: GuestText }) {
  const name = text.localized(item.name, item.nameSecondary);
  const other = name === item.name ? item.nameSecondary : item.name;
  const description = text.localized(item.description ?? '', item.descriptionSecondary);
  return (
    <li className={item.soldOut ? 'rb-guest__item rb-guest__item--sold-out' : 'rb-guest__item'}>
      <Thumbnail url={item.imageUrl} />
      <div className="rb-guest__body">
        <h3>{name}</h3>
        {other && <p className="rb-guest__secondary">{other}</p>}
        {description && <p className="rb-guest__description">{description}</p>}
        <p className="rb-guest__price">
          <span>{text.price(item.price)}</span>
          {item.soldOut && <span className="rb-guest__sold-out">{text.t('soldOut')}</span>}
        </p>
        {item.optionGroups.length > 0 && (
          <ul className="rb-guest__options">
            {item.optionGroups.map((group) => (
              <OptionGroup key={group.id} group={group} text={text} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** A category as a section: its heading and its items. */
export function GuestCategorySection({ category, text }: { category: GuestCategory; text: GuestText }) {
  const headingId = `category-${category.id ?? 'other'}`;
  return (
    <section className="rb-guest__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{category.name ? text.localized(category.name, category.nameSecondary) : text.t('other')}</h2>
      <ul className="rb-guest__items">
        {category.items.map((item) => (
          <Item key={item.id} item={item} text={text} />
        ))}
      </ul>
    </section>
  );
}

/** A package choice: an offered item, by name, and whether it is sold out now. */
export interface GuestChoice {
  name: string;
  soldOut: boolean;
}

/** The package menus: their price (sold out when a group has too few choices on sale) and, per group, what can be chosen, sold-out choices marked. */
export function GuestPackages({ packages, choices, text }: { packages: GuestPackage[]; choices: ReadonlyMap<string, GuestChoice>; text: GuestText }) {
  return (
    <section className="rb-guest__section" aria-labelledby="guest-packages">
      <h2 id="guest-packages">{text.t('packages')}</h2>
      <ul className="rb-guest__items">
        {packages.map((pkg) => (
            <li key={pkg.id} className={pkg.soldOut ? 'rb-guest__item rb-guest__item--sold-out' : 'rb-guest__item'}>
              <Thumbnail url={pkg.imageUrl} />
              <div className="rb-guest__body">
                <h3>{pkg.name}</h3>
                <p className="rb-guest__price">
                  <span>{text.price(pkg.price)}</span>
                  {pkg.soldOut && <span className="rb-guest__sold-out">{text.t('soldOut')}</span>}
                </p>
                <ul className="rb-guest__options">
                  {pkg.groups.map((group) => (
                    <li key={group.name}>
                      <strong>{group.name}</strong> · {choiceRule(text, group)}: {group.choiceIds.flatMap((id) => choiceLabel(choices.get(id), text)).join(', ')}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
        ))}
      </ul>
    </section>
  );
}
