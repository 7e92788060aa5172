/** The values a hostile or broken client sends, by the class of mistake they probe. */

export const WRONG_TYPE_VALUES: readonly unknown[] = [123, -1, 1.5, true, false, null, {}, [], 'text', [1, 'two', null], { nested: { deeper: [] } }];

export const BOUNDARY_NUMBERS: readonly number[] = [
  0, -1, -0, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 0.000001, 123.456,
];

export const BOUNDARY_STRINGS: readonly string[] = ['', ' ', '0', '-1', 'x'.repeat(256), 'x'.repeat(10_000), '9'.repeat(40), 'null', 'undefined', 'NaN', 'Infinity'];

/** Large enough to cost the server something, small enough that the run stays inside its time budget. */
export const HUGE_VALUES: readonly (() => unknown)[] = [
  () => 'x'.repeat(200_000),
  () => Array.from({ length: 5_000 }, (_, index) => index),
  () => Array.from({ length: 2_000 }, () => 'y'.repeat(20)),
  () => Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`key${index}`, index])),
];

/** Text PostgreSQL cannot store (NUL, a lone surrogate) and text that breaks naive handling. */
export const UNICODE_STRINGS: readonly string[] = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '😀'.repeat(50), '\u202eevil', 'e\u0301\u0301\u0301', '\ufeffbom', 'Ω≈ç√∫', '𝕏𝕐', '\t\r\n', '日本語テキスト',
];

export const INJECTION_STRINGS: readonly string[] = [
  "' OR '1'='1", "1; DROP TABLE customers; --", "100001' --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>',
  '{{7*7}}', '${7*7}', '../../../etc/passwd', '%00', '{"$gt": ""}', 'javascript:alert(1)', '\\', "'", '"',
];

/** Header values must be visible ASCII to be sent at all: the hostile subset that can be. */
export const HEADER_HOSTILE_STRINGS: readonly string[] = ["' OR '1'='1", '<script>alert(1)</script>', '../../x', 'x'.repeat(4_000), '-1', '99999999999999999999', ''];

export const BAD_AUTHORIZATIONS: readonly (string | undefined)[] = [
  undefined,
  'Bearer ',
  'Bearer not-a-token',
  'Basic dXNlcjpwYXNz',
  // An unsigned token (alg none) claiming the demo customer.
  `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"auth0|5a4e00000000000000100001"}').toString('base64url')}.`,
];
