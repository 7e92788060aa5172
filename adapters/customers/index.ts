export { MemoryCustomerGateway, sdkCustomerGateway, type CustomerGateway } from './CustomerGateway';
