export { agentResource } from './agent.js';
export { cityAreaPrefix, cityResource } from './city.js';
export { collectionResource } from './collection.js';
export { customerSetResource, energyCustomerSetResource, type CustomerSetProduct } from './customer-set.js';
export { profitPolicyResource, RATE_SCALE } from './profit-policy.js';
export { softwareResource } from './software.js';
export { customerView, energyCustomerView } from './customer.js';
