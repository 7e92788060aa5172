export { MemoryCustomerGateway, type CustomerGateway } from './CustomerGateway';
export { sdkCustomerGateway } from './sdkCustomerGateway';
