export * from './fhir-bundle';
export * from './fhir-codes';
