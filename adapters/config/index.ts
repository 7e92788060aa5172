export { APP_CONFIG_PATH, loadAppConfig, type AppConfig } from './AppConfig';
