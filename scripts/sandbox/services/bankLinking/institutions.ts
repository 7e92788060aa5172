// The sandbox banks the Link stand-in offers, with their accounts. Fixed data: the browser dialog lists
// them (GET /sandbox/plaid/institutions) and the payments service reads logos and colours from here when it
// stores a funding source.
import { crc32, deflateSync } from 'node:zlib';
import { INSTITUTIONS as SEEDED_INSTITUTIONS } from '../../seed/words';

/** Link's account subtypes the product accepts (funding types CHECKING and SAVINGS, lower-cased). */
export type SandboxAccountSubtype = 'checking' | 'savings';

export interface SandboxAccount {
  /** Link's account_id (createACHAccount's plaidAccountId). */
  readonly id: string;
  readonly name: string;
  /** Last four digits (createACHAccount's last4). */
  readonly mask: string;
  readonly subtype: SandboxAccountSubtype;
}

export interface SandboxInstitution {
  readonly institutionId: string;
  readonly name: string;
  /** Brand colour, '#rrggbb' (FundingSource.color). */
  readonly color: string;
  readonly accounts: readonly SandboxAccount[];
}

const [PRAIRIE] = SEEDED_INSTITUTIONS;

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  {
    institutionId: 'ins_sandbox_cu',
    name: 'Sandbox Credit Union',
    color: '#0b6e4f',
    accounts: [
      { id: 'acc_sandbox_cu_checking', name: 'Everyday Checking', mask: '1010', subtype: 'checking' },
      { id: 'acc_sandbox_cu_savings', name: 'High-Yield Savings', mask: '2020', subtype: 'savings' },
    ],
  },
  {
    institutionId: 'ins_109508',
    name: 'First Platypus Bank',
    color: '#5b2a86',
    accounts: [
      { id: 'acc_platypus_checking', name: 'Plaid Checking', mask: '0000', subtype: 'checking' },
      { id: 'acc_platypus_savings', name: 'Plaid Saving', mask: '1111', subtype: 'savings' },
    ],
  },
  {
    institutionId: 'ins_109511',
    name: 'Tartan Bank',
    color: '#a3262a',
    accounts: [
      { id: 'acc_tartan_checking', name: 'Tartan Checking', mask: '3333', subtype: 'checking' },
      { id: 'acc_tartan_savings', name: 'Tartan Savings', mask: '4444', subtype: 'savings' },
    ],
  },
  {
    // The bank of the demo account's seeded checking account.
    institutionId: PRAIRIE.id,
    name: PRAIRIE.name,
    color: PRAIRIE.color,
    accounts: [
      { id: 'acc_prairie_checking', name: 'Prairie Checking', mask: '5555', subtype: 'checking' },
      { id: 'acc_prairie_savings', name: 'Prairie Savings', mask: '6666', subtype: 'savings' },
    ],
  },
];

export function findInstitution(institutionId: string): SandboxInstitution | undefined {
  return SANDBOX_INSTITUTIONS.find((institution) => institution.institutionId === institutionId);
}

export function findAccount(institutionId: string, accountId: string): { institution: SandboxInstitution; account: SandboxAccount } | undefined {
  const institution = findInstitution(institutionId);
  const account = institution?.accounts.find((candidate) => candidate.id === accountId);
  return institution && account ? { institution, account } : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Logos: a small solid PNG in the bank's colour, base64 (FundingSource.logo is a base64 png/jpg/jpeg).
// ---------------------------------------------------------------------------------------------------

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A size × size truecolour PNG filled with '#rrggbb'. */
export function solidPng(color: string, size = 16): Buffer {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) throw new Error(`Not a #rrggbb colour: ${color}`);
  const rgb = [match[1], match[2], match[3]].map((hex) => parseInt(hex as string, 16));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB triplets
  for (let x = 0; x < size; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const logos = new Map<string, string>();

/** The institution's logo as base64 PNG (computed once per institution). */
export function institutionLogo(institution: Pick<SandboxInstitution, 'institutionId' | 'color'>): string {
  let logo = logos.get(institution.institutionId);
  if (!logo) {
    logo = solidPng(institution.color).toString('base64');
    logos.set(institution.institutionId, logo);
  }
  return logo;
}

/** What the Link dialog lists (snake case, as Link's metadata spells things). */
export function institutionsForLink() {
  return SANDBOX_INSTITUTIONS.map((institution) => ({
    institution_id: institution.institutionId,
    name: institution.name,
    color: institution.color,
    logo: institutionLogo(institution),
    accounts: institution.accounts.map(({ id, name, mask, subtype }) => ({ id, name, mask, subtype, type: 'depository' })),
  }));
}
