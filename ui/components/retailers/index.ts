export { RetailerCard, type RetailerCardProps } from './RetailerCard';
export { RetailerGrid } from './RetailerGrid';
export { SectionContent } from './SectionContent';
