/** The header, footer, banners and the maintenance page (000 §2). */
export {};
