import { mediaSrc } from '../web/mediaSrc';
import type { GuestCategory, GuestItem, GuestOptionGroup, GuestPackage } from './guestMenuQuery';
import type { GuestText } from './guestText';

/** "Choose 1", "Choose 0–3 (optional)": how many of a group's choices are taken. */
function choiceRule({ t }: GuestText, { min, max }: { min: number; max: number }): string {
  const count = min === max ? t('choose', { count: min }) : t('chooseBetween', { min, max });
  return min === 0 ? `${count} (${t('optional')})` : count;
}

/** A choice's name, "(sold out)" after it when it is; nothing for an item the menu does not list. */
const choiceLabel = (choice: GuestChoice | undefined, { t }: GuestText) =>
  choice ? [choice.soldOut ? `${choice.name} (${t('soldOut').toLowerCase()})` : choice.name] : [];

/** The item's photo, named for whoever cannot see it; nothing where there is none (no empty square). */
function Thumbnail({ url, name, text }: { url: string | null; name: string; text: GuestText }) {
  return url ? (
    <img
      className="rb-guest__image"
      src={mediaSrc(url)}
      alt={text.t('photo', { name })}
      width={72}
      height={72}
      loading="lazy"
      decoding="async"
    />
  ) : null;
}

function OptionGroup({ group, text }: { group: GuestOptionGroup; text: GuestText }) {
  const options = group.options.map((option) =>
    option.price > 0 ? `${option.name} (${text.t('plus', { price: text.price(option.price) })})` : option.name,
  );
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
    <li
      className={[
        'rb-guest__item',
        item.soldOut && 'rb-guest__item--sold-out',
        item.featured && 'rb-guest__item--featured',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <Thumbnail url={item.imageUrl} name={name} text={text} />
      <div className="rb-guest__body">
        {item.featured && <p className="rb-guest__featured">★ {text.t('featured')}</p>}
        <h3>{name}</h3>
        {other && <p className="rb-guest__secondary">{other}</p>}
        {description && <p className="rb-guest__description">{description}</p>}
        <p className="rb-guest__price">
          <span>{text.price(item.price)}</span>
          {item.soldOut && (
            <span className="rb-guest__sold-out">{text.t(item.outOfStock ? 'outOfStock' : 'soldOut')}</span>
          )}
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

const sectionId = (category: GuestCategory) => `category-${category.id ?? 'other'}`;
const sectionName = (category: GuestCategory, text: GuestText) =>
  category.name ? text.localized(category.name, category.nameSecondary) : text.t('other');

/**
 * The sections as a bar of links, kept at the top of the screen while the menu scrolls (a long menu is many screens on
 * a phone).
 */
export function GuestCategoryBar({
  categories,
  packages,
  text,
}: {
  categories: GuestCategory[];
  packages: boolean;
  text: GuestText;
}) {
  if (categories.length + (packages ? 1 : 0) < 2) return null;
  return (
    <nav className="rb-guest__bar" aria-label={text.t('categories')}>
      {categories.map((category) => (
        <a key={sectionId(category)} href={`#${sectionId(category)}`}>
          {sectionName(category, text)}
        </a>
      ))}
      {packages && <a href="#guest-packages">{text.t('packages')}</a>}
    </nav>
  );
}

/** A category as a section: its heading and its items. */
export function GuestCategorySection({ category, text }: { category: GuestCategory; text: GuestText }) {
  const headingId = sectionId(category);
  return (
    <section className="rb-guest__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{sectionName(category, text)}</h2>
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

/**
 * The package menus: their price (sold out when a group has too few choices on sale) and, per group, what can be
 * chosen, sold-out choices marked.
 */
export function GuestPackages({
  packages,
  choices,
  text,
}: {
  packages: GuestPackage[];
  choices: ReadonlyMap<string, GuestChoice>;
  text: GuestText;
}) {
  return (
    <section className="rb-guest__section" aria-labelledby="guest-packages">
      <h2 id="guest-packages">{text.t('packages')}</h2>
      <ul className="rb-guest__items">
        {packages.map((pkg) => (
          <li key={pkg.id} className={pkg.soldOut ? 'rb-guest__item rb-guest__item--sold-out' : 'rb-guest__item'}>
            <Thumbnail url={pkg.imageUrl} name={pkg.name} text={text} />
            <div className="rb-guest__body">
              <h3>{pkg.name}</h3>
              <p className="rb-guest__price">
                <span>{text.price(pkg.price)}</span>
                {pkg.soldOut && <span className="rb-guest__sold-out">{text.t('soldOut')}</span>}
              </p>
              <ul className="rb-guest__options">
                {pkg.groups.map((group) => (
                  <li key={group.name}>
                    <strong>{group.name}</strong> · {choiceRule(text, group)}:{' '}
                    {group.choiceIds.flatMap((id) => choiceLabel(choices.get(id), text)).join(', ')}
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
