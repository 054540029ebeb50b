import { createStore } from 'zustand/vanilla';
import type { Cart, CartProduct } from '../cart';
import type { CustomProductFields, PoNumberLine } from '../api/pos-cart';
import type { LookupProduct } from '../api/shapes/cart';

/**
 * What the register's cart outbox holds (./cartOutbox.ts says what it does): ONE store for the
 * page's register, so its parts (projection, storage, replay, parts memory, opening) share one
 * state instead of module variables, and a reset is one `setState`.
 */

/** What the register remembers of a part it looked up (the lookup's Product, as the store sent it). */
export type CachedProduct = LookupProduct;

type OpBody =
  | { kind: 'add'; lineKey: string; productId: string; added: number; quantity: number; product: CachedProduct | null }
  | { kind: 'edit'; lineKey: string; quantity: number }
  | { kind: 'remove'; lineKey: string }
  | { kind: 'po'; lines: PoNumberLine[]; applyToAll: boolean }
  | { kind: 'custom'; lineKey: string; fields: CustomProductFields; before: string[] };
export type Op = { id: string; at: number } & OpBody;

export interface Refusal {
  lineKey: string;
  text: string;
  /** A refused add or custom product: the line the clerk saw, kept on screen with the refusal. */
  ghost: CartProduct | null;
  /** The refused change's id: which tab's it is when tabs merge their records (absent in older records). */
  opId?: string;
}

/** What one record in storage holds (key `cart:<order id or "new">`; `cart:current` names the latest). */
export interface SavedCart {
  v: 1;
  confirmed: Cart | null;
  ops: Op[];
  refused: Refusal[];
  keyMap: Record<string, string>;
  savedAt: number;
}

/** The parts the register looked up: code → product id, product id → product (oldest first). */
export interface PartsMemory {
  byCode: Record<string, string>;
  byId: Record<string, CachedProduct>;
}

type Waiter = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

export interface OutboxState {
  /** The store's last cart. */
  confirmed: Cart | null;
  /** The changes not sent yet, in the order they were made. */
  ops: Op[];
  refused: Refusal[];
  /** Lines made offline (`offline-…`) → the store's key once the store has them. */
  keyMap: Record<string, string>;
  /**
   * Every change this tab has held (made here or read back): a stored change this tab never held
   * is another tab's and stays in storage when this tab writes (./outboxStorage.ts).
   */
  seen: Record<string, true>;
  /** Changes that waited (an outage, a lost answer, a reload): each is reconciled against a fresh read. */
  replaying: boolean;
  needRead: boolean;
  draining: boolean;
  retryTimer: ReturnType<typeof setTimeout> | null;
  seq: number;
  /** Bumped by `resetCartOutbox`: a send under way from before it publishes nothing and stops. */
  epoch: number;
  /** The callers of changes under way, by change id. */
  waiters: Record<string, Waiter>;
  flushWaiters: Array<{ resolve: () => void; reject: (e: unknown) => void }>;
  /** The writes to storage, in turn. */
  saving: Promise<unknown>;
  /** What the last page kept, being read back; null once it is in memory. */
  restoring: Promise<void> | null;
  parts: PartsMemory;
  partsLoaded: Promise<void> | null;
  /** How many POS carts hold the register open, and what closing it stops. */
  users: number;
  stopWatch: (() => void) | null;
  stopListening: (() => void) | null;
}

export const initialOutbox = (epoch = 0): OutboxState => ({
  confirmed: null,
  ops: [],
  refused: [],
  keyMap: {},
  seen: {},
  replaying: false,
  needRead: false,
  draining: false,
  retryTimer: null,
  seq: 0,
  epoch,
  waiters: {},
  flushWaiters: [],
  saving: Promise.resolve(),
  restoring: null,
  parts: { byCode: {}, byId: {} },
  partsLoaded: null,
  users: 0,
  stopWatch: null,
  stopListening: null,
});

export const outbox = createStore<OutboxState>(() => initialOutbox());

/** Shorthands: the state now, and a change of part of it. */
export const ob = (): OutboxState => outbox.getState();
export const setOb = (patch: Partial<OutboxState>): void => outbox.setState(patch);

export const TEMP = 'offline-';
export const resolveKey = (keyMap: Record<string, string>, key: string): string => keyMap[key] ?? key;
