-- Fixed reference data every customer relies on (not catalogue: the seed never changes it).

-- Security checkup items, in onboarding order (ONBOARDING_STEPS: personalInfo, emailConfirmation,
-- phoneVerification).
INSERT INTO security_checkup_items (id, name, position) VALUES
  ('personalInfo', 'Confirm your name', 1),
  ('emailConfirmation', 'Confirm your email', 2),
  ('phoneVerification', 'Verify your phone number', 3);

-- Settings (001 §3). Privacy ids are the documents' (PRIVACY_SETTING_ID); their collections are among
-- PRIVACY_CATEGORIES (the mapping is ours). Email settings are ours.
INSERT INTO setting_definitions (name, collection, display_name, form_type, customer_display, default_value, is_privacy, position) VALUES
  ('limit_ad_tracking', 'Advertising', 'Limit ad tracking', 'checkbox', true, false, true, 1),
  ('limit_use_of_pi', 'Analytics', 'Limit the use of my personal information', 'checkbox', true, false, true, 2),
  ('dont_sell_or_share_pi', 'SaleOfInfo', 'Do not sell or share my personal information', 'checkbox', true, false, true, 3),
  ('email_new_offers', 'Email', 'New offers and deals', 'checkbox', true, true, false, 10),
  ('email_bonuses', 'Email', 'Bonus reminders', 'checkbox', true, true, false, 11),
  ('email_earnings', 'Email', 'Earnings and withdrawals', 'checkbox', true, true, false, 12),
  ('email_product_news', 'Email', 'Product news and tips', 'checkbox', true, false, false, 13);
