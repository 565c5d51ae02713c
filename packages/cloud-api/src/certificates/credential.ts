/**
 * The signed credential of a course certificate (issue 19): an Open Badges
 * 3.0 OpenBadgeCredential as a VC-JWT (the JWT proof format of Open Badges
 * 3.0, section 8.2), signed with Ed25519 (EdDSA). Anyone can check it offline
 * against the issuer's public key, which the portal publishes at
 * /.well-known/jwks.json (docs/decisions/220).
 *
 * The key: CERTIFICATE_SIGNING_KEY (a private Ed25519 JWK as JSON) in
 * production; otherwise generated at the first start and kept in the data
 * directory (mode 600), like the file-signing secret, never in the repository.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { normaliseEmail } from '@portal/domain';

const CREDENTIAL_ALGORITHM = 'EdDSA';
const CREDENTIAL_KEY_FILE = 'certificate-signing-key.json';

/** The contexts and types an Open Badges 3.0 credential carries (OB 3.0, appendix B; VC data model 1.1). */
const OPEN_BADGES_CONTEXT = ['https://www.w3.org/2018/credentials/v1', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];
const OPEN_BADGES_TYPES = ['VerifiableCredential', 'OpenBadgeCredential'];

export type CredentialSigner = {
  /** the public key set the portal publishes */
  jwks: { keys: JWK[] };
  kid: string;
  sign(facts: CredentialFacts): Promise<string>;
};

type CredentialFacts = {
  code: string;
  learnerName: string;
  email: string;
  courseId: number;
  courseTitle: string;
  programTitle: string;
  issuer: string;
  issuedAt: Date;
  /** the portal's address: the issuer's id, and where /verify/<code> lives */
  portalUrl: string;
};

function loadOrCreatePrivateJwk(dataDir: string): JWK | null {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, CREDENTIAL_KEY_FILE);
  try {
    const jwk = JSON.parse(readFileSync(path, 'utf8')) as JWK;
    try {
      chmodSync(path, 0o600);
    } catch {
      /* read-only data dir: the key is still usable */
    }
    return jwk;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${path} is not a JSON Web Key: ${(err as Error).message}`);
  }
}

/** The signer, from the configured key, the stored one, or a new one stored now. */
export async function loadCredentialSigner(options: { dataDir: string; privateJwk?: string }): Promise<CredentialSigner> {
  let privateJwk: JWK | null = options.privateJwk ? (JSON.parse(options.privateJwk) as JWK) : loadOrCreatePrivateJwk(options.dataDir);
  if (!privateJwk) {
    const { privateKey } = await generateKeyPair(CREDENTIAL_ALGORITHM, { crv: 'Ed25519', extractable: true });
    privateJwk = await exportJWK(privateKey);
    try {
      writeFileSync(join(options.dataDir, CREDENTIAL_KEY_FILE), JSON.stringify(privateJwk) + '\n', { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process wrote it first: use that one, so both sign with the same key.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      privateJwk = loadOrCreatePrivateJwk(options.dataDir)!;
    }
  }
  if (privateJwk.kty !== 'OKP' || privateJwk.crv !== 'Ed25519' || !privateJwk.d) throw new Error('The certificate signing key must be a private Ed25519 JWK (kty OKP, crv Ed25519)');
  const { d: _private, ...publicPart } = privateJwk;
  const publicJwk: JWK = { kty: publicPart.kty, crv: publicPart.crv, x: publicPart.x };
  const kid = await calculateJwkThumbprint(publicJwk);
  const key = await importJWK(privateJwk, CREDENTIAL_ALGORITHM);

  return {
    kid,
    jwks: { keys: [{ ...publicJwk, kid, alg: CREDENTIAL_ALGORITHM, use: 'sig' }] },
    async sign(facts) {
      const verifyUrl = `${facts.portalUrl}/verify/${facts.code}`;
      const issuedAt = facts.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
      // The learner is named by a salted hash of the e-mail (OB 3.0 IdentityObject) and by name, as printed.
      const salt = randomBytes(8).toString('hex');
      const emailHash = createHash('sha256')
        .update(normaliseEmail(facts.email) + salt)
        .digest('hex');
      const issuer = { id: facts.portalUrl, type: ['Profile'], name: facts.issuer, url: facts.portalUrl };
      const credential = {
        '@context': OPEN_BADGES_CONTEXT,
        id: verifyUrl,
        type: OPEN_BADGES_TYPES,
        name: `${facts.courseTitle}: Certificate of Completion`,
        issuer,
        issuanceDate: issuedAt,
        credentialSubject: {
          type: ['AchievementSubject'],
          identifier: [
            { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.learnerName },
            { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: `sha256$${emailHash}`, salt },
          ],
          achievement: {
            id: `${facts.portalUrl}/achievements/course/${facts.courseId}`,
            type: ['Achievement'],
            achievementType: 'Certificate',
            name: facts.courseTitle,
            description: `Completion of the course ${facts.courseTitle} of the program ${facts.programTitle}.`,
            criteria: { narrative: `Completed every unit of the course ${facts.courseTitle}.` },
            creator: issuer,
          },
        },
      };
      return new SignJWT({ vc: credential })
        .setProtectedHeader({ alg: CREDENTIAL_ALGORITHM, typ: 'JWT', kid })
        .setIssuer(facts.portalUrl)
        .setJti(verifyUrl)
        .setIssuedAt(Math.floor(facts.issuedAt.getTime() / 1000))
        .setNotBefore(Math.floor(facts.issuedAt.getTime() / 1000))
        .sign(key);
    },
  };
}
