// The help desk's single sign-on ticket: a short-lived HS256 JWT naming who signs in, as a help desk's JWT
// login (Zendesk's /access/jwt) carries it. The sandbox signs it and its help-desk stand-in verifies it.
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** One key per sandbox process: a ticket is good only on the sandbox that issued it. */
const TICKET_KEY = randomBytes(32);
/** Ours: a sign-on ticket is spent at once; five minutes covers a slow redirect. */
export const TICKET_LIFETIME_SECONDS = 300;
const ISSUER = 'clipback-sandbox';

export interface HelpDeskVisitor {
  customerId: string;
  name: string;
  email: string;
}

export async function signHelpDeskTicket(visitor: HelpDeskVisitor, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ name: visitor.name, email: visitor.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(visitor.customerId)
    .setJti(randomBytes(16).toString('hex'))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TICKET_LIFETIME_SECONDS)
    .sign(TICKET_KEY);
}

/** The visitor a ticket names, or null when it is not one of ours, altered or expired. */
export async function verifyHelpDeskTicket(ticket: string, now: Date): Promise<HelpDeskVisitor | null> {
  try {
    const { payload } = await jwtVerify(ticket, TICKET_KEY, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.name !== 'string' || typeof payload.email !== 'string') return null;
    return { customerId: payload.sub, name: payload.name, email: payload.email };
  } catch {
    return null;
  }
}
