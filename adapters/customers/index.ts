export { MemoryCustomerGateway, sdkCustomerGateway, toCustomerInfo, type CustomerGateway } from './CustomerGateway';
