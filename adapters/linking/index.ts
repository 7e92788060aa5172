export * from './AccountLinkingGateway';
