/**
 * The entries of one guarded mutation, written in its transaction (so a refused or failed write
 * leaves none, and a committed one never lacks its entry). The guard tracks the records the
 * operation declares before it runs; an operation that finds its records as it goes (a restore)
 * tracks them itself. Once it has run, each tracked record is read again and compared.
 */
import { ownRestaurantIds } from '../../domain';
import type { Viewer } from '../auth/viewer';
import type { Database } from '../db/database';
import { auditEntries, type AuditChange } from '../db/schema';
import { isUuid } from '../graphql/crud/listQuery';
import type { AuditRecorder, Row, ServerResource } from '../graphql/kernel';
import { changesOf } from './changes';
import { snapshots, type Snapshot } from './snapshot';

interface AuditWriter {
  viewer: Viewer;
  clientAddress: string;
  /** The GraphQL field (`updateMenus`). */
  operation: string;
}

interface Tracked {
  resource: ServerResource;
  before: Map<string, Snapshot>;
  ids: Set<string>;
  /** What the entries of these records are said to do (`restore`); by default from what changed. */
  action?: string;
}

export class AuditTrail implements AuditRecorder {
  private readonly tracked: Tracked[] = [];
  private details: Row | undefined;
  /**
   * The restaurants an entry is filed under by preference (snapshot.ts): the actor's own, unless it is a super admin.
   */
  private readonly actorRestaurants: readonly string[] | undefined;

  constructor(
    private readonly db: Database,
    private readonly writer: AuditWriter,
    /** `create`/`update`/`delete` for the kernel's writes, else the operation's own name. */
    private readonly action: string,
  ) {
    this.actorRestaurants = writer.viewer.role === 'SUPERADMIN' ? undefined : ownRestaurantIds(writer.viewer);
  }

  /** Records about to be written: read now, compared after the operation. */
  async track(resource: ServerResource, ids: readonly unknown[], action?: string): Promise<void> {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    const entry = this.tracked.find((t) => t.resource === resource && t.action === action);
    const before = await snapshots(this.db, resource, valid, this.actorRestaurants);
    if (entry) {
      for (const [id, snapshot] of before) if (!entry.ids.has(id)) entry.before.set(id, snapshot);
      valid.forEach((id) => entry.ids.add(id));
      return;
    }
    this.tracked.push({ resource, before, ids: new Set(valid), action });
  }

  /** Records the operation made (their ids from its answer): compared with nothing. */
  created(resource: ServerResource, ids: readonly unknown[]): void {
    const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
    const entry = this.tracked.find((t) => t.resource === resource && t.action === undefined);
    if (entry) valid.forEach((id) => entry.ids.add(id));
    else this.tracked.push({ resource, before: new Map(), ids: new Set(valid) });
  }

  /** What every entry of this operation says beyond fields (a reason): never a secret. */
  note(details: Row): void {
    this.details = { ...this.details, ...details };
  }

  /**
   * Writes the entries: one per tracked record that changed (an unchanged record of a generic
   * update is no event), one per tracked record of a custom operation whatever it changed, and
   * one for the operation itself when it tracked none (a view-as session, a browser subscription).
   */
  async write(now: Date): Promise<number> {
    const rows: (typeof auditEntries.$inferInsert)[] = [];
    const custom = !['create', 'update', 'delete'].includes(this.action);
    for (const { resource, before, ids, action } of this.tracked) {
      const after = await snapshots(this.db, resource, [...ids], this.actorRestaurants);
      for (const id of ids) {
        const [was, is] = [before.get(id), after.get(id)];
        if (!was && !is) continue;
        const changes = changesOf(resource, was?.record, is?.record);
        if (changes.length === 0 && !custom && !action) continue;
        rows.push(
          this.entry(now, {
            resource: resource.descriptor.name,
            recordId: id,
            restaurantId: this.filedUnder(was, is),
            action: action ?? this.actionOf(was, is),
            changes,
          }),
        );
      }
    }
    if (rows.length === 0 && (custom || this.tracked.length === 0))
      rows.push(
        this.entry(now, { resource: null, recordId: null, restaurantId: null, action: this.action, changes: [] }),
      );
    if (rows.length) await this.db.insert(auditEntries).values(rows);
    return rows.length;
  }

  /**
   * The record's restaurant after the write, or before it when only that one is the actor's (a user taken out of the
   * actor's restaurant).
   */
  private filedUnder(was: Snapshot | undefined, is: Snapshot | undefined): string | null {
    const own = this.actorRestaurants;
    const candidates = [is?.restaurantId, was?.restaurantId];
    return (own && candidates.find((id) => id && own.includes(id))) || (is ?? was)?.restaurantId || null;
  }

  private actionOf(was: Snapshot | undefined, is: Snapshot | undefined): string {
    if (!was) return 'create';
    if (!is) return 'delete';
    return this.action === 'create' || this.action === 'delete' ? 'update' : this.action;
  }

  private entry(
    now: Date,
    about: {
      resource: string | null;
      recordId: string | null;
      restaurantId: string | null;
      action: string;
      changes: AuditChange[];
    },
  ) {
    const { viewer, clientAddress, operation } = this.writer;
    return {
      at: now,
      actorId: viewer.id,
      actorEmail: viewer.email,
      actorRole: viewer.role,
      viewAsById: viewer.viewAs?.by.id ?? null,
      viewAsByEmail: viewer.viewAs?.by.email ?? null,
      clientAddress,
      operation,
      details: this.details ? JSON.stringify(this.details) : null,
      ...about,
    };
  }
}

/** The trail of the mutation running (the guard gives every mutation one). */
export function trailOf(context: { audit?: AuditRecorder }): AuditRecorder {
  if (!context.audit) throw new Error('An audited write ran outside a guarded mutation.');
  return context.audit;
}
