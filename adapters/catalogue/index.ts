export * from './CatalogueGateway';
export * from './MemoryCatalogueGateway';
export * from './sdkCatalogueGateway';
export * from './sdkCataloguePageCalls';
