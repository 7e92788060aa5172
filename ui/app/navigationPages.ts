import type { ComponentType } from 'react';
import { ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';

/**
 * The pages whose imports come with the navigation's chunk (startNavigation.ts), as no visitor's server-rendered page
 * leads to them before it is in: the protected routes' (App shows them once someone is signed in, and a sign-in loads
 * it first) and the pages reached by arriving (a provider's, an e-mail's or the extension's link) or from a page or
 * rule that came with it. pages.tsx names each with its source.
 */
export const NAVIGATION_PAGES: Partial<Record<RouteName, () => Promise<{ default: ComponentType }>>> = {
  [ROUTE_NAME.RETAILER_LINK]: () => import('../pages/retailerLink/RetailerLinkPage'),
  [ROUTE_NAME.WELCOME]: () => import('../pages/welcome/WelcomePage'),
  [ROUTE_NAME.ACCOUNT_PANEL]: () => import('../pages/account/AccountPage'),
  [ROUTE_NAME.REFERRAL]: () => import('../pages/referral/ReferralPage'),
  [ROUTE_NAME.BETA_ONLY]: () => import('../pages/betaOnly/BetaOnlyPage'),
  [ROUTE_NAME.DATA_DELETION_ERROR]: () => import('../pages/dataDeletionError/DataDeletionErrorPage'),
  [ROUTE_NAME.SECURITY_CHECKUP]: () => import('../pages/securityCheckup/SecurityCheckupPage'),
  [ROUTE_NAME.RETAILER_LAUNCH]: () => import('../pages/retailerLaunch/RetailerLaunchPage'),
  [ROUTE_NAME.EARNINGS]: () => import('../pages/earnings/TransactionDetailsPage'),
  [ROUTE_NAME.PRICE_COMPARE]: () => import('../pages/priceCompare/PriceComparePage'),
  [ROUTE_NAME.SEARCH]: () => import('../pages/search/SearchPage'),
  [ROUTE_NAME.BONUSES]: () => import('../pages/bonuses/BonusesPage'),
  [ROUTE_NAME.BONUS_CATEGORY]: () => import('../pages/bonuses/BonusCategoryPage'),
  [ROUTE_NAME.BONUS]: () => import('../pages/bonus/BonusPage'),
  [ROUTE_NAME.SIGN_IN_ERROR]: () => import('../pages/signInError/SignInErrorPage'),
  [ROUTE_NAME.FINISH_UP]: () => import('../pages/finishUp/FinishUpPage'),
  [ROUTE_NAME.MOBILE_ONLY]: () => import('../pages/mobileOnly/MobileOnlyPage'),
  [ROUTE_NAME.MOBILE_REQUIRED]: () => import('../pages/mobileRequired/MobileRequiredPage'),
  [ROUTE_NAME.CONFIRM_EMAIL]: () => import('../pages/confirmEmail/ConfirmEmailPage'),
  [ROUTE_NAME.UNLOCK_ACCOUNT]: () => import('../pages/unlockAccount/UnlockAccountPage'),
  [ROUTE_NAME.EMAIL_SETTINGS]: () => import('../pages/emailSettings/EmailSettingsPage'),
  [ROUTE_NAME.EXTENSION_INSTALLED]: () => import('../pages/extensionStatus/ExtensionInstalledPage'),
  [ROUTE_NAME.EXTENSION_INELIGIBLE]: () => import('../pages/extensionStatus/ExtensionIneligiblePage'),
  [ROUTE_NAME.EXTENSION_RESTART]: () => import('../pages/extensionStatus/ExtensionRestartPage'),
};
