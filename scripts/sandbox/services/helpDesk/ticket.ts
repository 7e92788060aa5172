// The help desk's single sign-on ticket: a short-lived HS256 JWT naming who signs in, as a help desk's JWT
// login (Zendesk's /access/jwt) carries it. The sandbox signs it and its help-desk stand-in verifies it.
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { SqlExecutor } from '../../db';

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

/** A ticket's visitor and its id and expiry, or null when it is not one of ours, altered or expired. */
async function verifiedTicket(ticket: string, now: Date): Promise<{ visitor: HelpDeskVisitor; jti: string; expiresAt: Date } | null> {
  try {
    const { payload } = await jwtVerify(ticket, TICKET_KEY, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.name !== 'string' || typeof payload.email !== 'string') return null;
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    return { visitor: { customerId: payload.sub, name: payload.name, email: payload.email }, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

/** The visitor a ticket names, or null when it is not one of ours, altered or expired. */
export async function verifyHelpDeskTicket(ticket: string, now: Date): Promise<HelpDeskVisitor | null> {
  return (await verifiedTicket(ticket, now))?.visitor ?? null;
}

/**
 * The visitor a ticket names, spending it: a ticket signs in once (its jti is recorded in the database every
 * instance shares), so a replayed sign-on URL answers null like an altered one (issue 29).
 */
export async function spendHelpDeskTicket(db: SqlExecutor, ticket: string, now: Date): Promise<HelpDeskVisitor | null> {
  const verified = await verifiedTicket(ticket, now);
  if (!verified) return null;
  await db.query('DELETE FROM help_desk_spent_tickets WHERE expires_at < $1', [now]);
  const spent = await db.one<{ jti: string }>(
    'INSERT INTO help_desk_spent_tickets (jti, spent_at, expires_at) VALUES ($1, $2, $3) ON CONFLICT (jti) DO NOTHING RETURNING jti',
    [verified.jti, now, verified.expiresAt],
  );
  return spent ? verified.visitor : null;
}
