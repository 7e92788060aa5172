/** The browsing pages: home, categories, retailers, retailer groups (000 §2, §9). */
export {};
