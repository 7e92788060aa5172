/** Sessions, tracking, route history, the static pages (000 §2, §4, §7). */
export {};
