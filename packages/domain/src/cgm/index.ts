export * from './agp';
export * from './cgm-metrics';
