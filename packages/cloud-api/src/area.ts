/**
 * What an area of the embedded cloud API adds to it (docs/decisions/350): its contract routes,
 * its test-only switches, a stand-in page outside the contract, its demo data and what it
 * stores at start. Each area exports its piece beside its routes (`routes/<area>.ts`), and
 * areas.ts lists the pieces once: app.ts and the seed read that list, and name no area.
 */
import type { Router } from 'express';
import type { CredentialSigner } from './certificates/credential.js';
import type { ContractRoutes } from './routes/contract-route.js';
import type { RouteContext } from './routes/context.js';
import type { DemoSeed, SeedTx } from './seed/demo-data.js';
import type { DemoUser } from './seed/demo-university.js';

/** The one thing the seed and the test switches need from the identity module. */
export type UserCreator = {
  createUser(input: { email: string; name: string; password: string; status: DemoUser['status'] }): Promise<unknown>;
};

/** What an area's pieces are built with: the routes' context, the identity's users and the credential signer. */
export type AreaContext = RouteContext & { users: UserCreator; credentialSigner: CredentialSigner };

export type CloudArea = {
  /** The contract paths the area answers. */
  routes?(ctx: AreaContext): ContractRoutes;
  /** Test-only switches, mounted only with the fault admin on (before the fault rules). */
  testAdmin?(ctx: AreaContext): Router;
  /** A stand-in for another service's pages (a browser form post, outside the JSON contract). */
  standIn?(ctx: AreaContext): Router;
  /**
   * The area's demo data, on first start only: called before anything is written (it may shape
   * the demo university), it answers what to write in the seed's transaction, in the list's order.
   * Most areas write with one function of their seed file: `seed: (demo) => (tx) => seedX(tx, demo)`.
   */
  seed?(demo: DemoSeed): (tx: SeedTx) => Promise<void>;
  /** At every start, once the file store is open: files the demo needs, when missing. */
  start?(ctx: AreaContext): Promise<void>;
};
