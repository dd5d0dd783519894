/** The vehicle-and-crew record's interface: what bills of lading (and later shipments and freight) use of it. */
export { crewsByIds, recordCrew } from './crews.ts';
export { vehicleCrews } from './tables.ts';
