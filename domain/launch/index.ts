export { countLaunchOffers, gatherLaunchOfferIds, type LaunchCountContext } from './launchOffers';
export { usesActivateAndRedirect } from './activateAndRedirect';
export { launchExtensionMessage, type LaunchExtensionMessage, type LaunchExtensionOffer } from './extensionMessage';
export { canLaunch } from './canLaunch';
