export { LoggedOutModal, loggedOutModalTitle, type LoggedOutModalRequest } from './LoggedOutModal';
