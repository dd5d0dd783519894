import { z } from 'zod';
import { PLATE_PATTERN } from './deposit.ts';
import { MOBILE_PATTERN, nullableText, requiredText, stringField } from './fields.ts';
import type { MessageKey } from './i18n/zh.ts';
import { isValidResidentId, maskResidentId } from './resident-id.ts';

/**
 * One vehicle and its crew (车辆与人员), the record a bill of lading, an order's shipment and a freight order all
 * carry: the plate, the driver and, for dangerous goods, the vehicle's 道路运输证 and the driver's and the escort's
 * 从业资格证 (the road transport of dangerous goods rules: a qualified driver and escort on every such vehicle).
 */
/** A plate as typed (沪a 12345) in the form the registry writes it (沪A12345). */
export const normalizePlate = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** One vehicle's plate. */
export const plateField = stringField()
  .transform(normalizePlate)
  .refine((v) => PLATE_PATTERN.test(v), { error: 'crew.plateInvalid' });
const residentIdField = stringField()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isValidResidentId, { error: 'crew.idNumberInvalid' });
const phoneField = stringField().trim().regex(MOBILE_PATTERN, { error: 'mobile.invalid' });
const optionalResidentId = stringField()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || isValidResidentId(v), { error: 'crew.idNumberInvalid' })
  .optional()
  .transform((v) => (v ? v : null));
const optionalPhone = stringField()
  .trim()
  .refine((v) => v === '' || MOBILE_PATTERN.test(v), { error: 'mobile.invalid' })
  .optional()
  .transform((v) => (v ? v : null));

export const vehicleCrewInput = z
  .object({
    plate: plateField,
    /** 道路运输证号 of the vehicle. */
    transportPermitNo: nullableText(40),
    driverName: requiredText(30),
    driverIdNumber: residentIdField,
    driverPhone: phoneField,
    /** 从业资格证号 of the driver (dangerous goods: 驾驶员). */
    driverQualificationNo: nullableText(40),
    escortName: nullableText(30),
    escortIdNumber: optionalResidentId,
    escortPhone: optionalPhone,
    /** 从业资格证号 of the escort (押运员). */
    escortQualificationNo: nullableText(40),
  })
  .strict();
export type VehicleCrewInput = z.infer<typeof vehicleCrewInput>;

/** The fields a dangerous load adds to a crew: each missing one, with the key that says so. */
const HAZARDOUS_FIELDS = [
  ['transportPermitNo', 'crew.transportPermitRequired'],
  ['driverQualificationNo', 'crew.driverQualificationRequired'],
  ['escortName', 'crew.escortRequired'],
  ['escortIdNumber', 'crew.escortRequired'],
  ['escortQualificationNo', 'crew.escortQualificationRequired'],
] as const satisfies readonly (readonly [keyof VehicleCrewInput, MessageKey])[];

/** What a crew lacks for its load: nothing for ordinary goods; the permits and an escort for dangerous goods. */
export function crewShortfalls(crew: VehicleCrewInput, hazardous: boolean): { field: keyof VehicleCrewInput; key: MessageKey }[] {
  if (!hazardous) return [];
  return HAZARDOUS_FIELDS.filter(([field]) => !crew[field]).map(([field, key]) => ({ field, key }));
}

export const vehicleCrewSchema = z.object({
  plate: z.string(),
  transportPermitNo: z.string().nullable(),
  driverName: z.string(),
  /** Whole to the crew's company and the keeper at the gate; masked to anyone else. */
  driverIdNumber: z.string(),
  driverPhone: z.string(),
  driverQualificationNo: z.string().nullable(),
  escortName: z.string().nullable(),
  escortIdNumber: z.string().nullable(),
  escortPhone: z.string().nullable(),
  escortQualificationNo: z.string().nullable(),
});
export type VehicleCrew = z.infer<typeof vehicleCrewSchema>;

export const maskedCrew = (crew: VehicleCrew): VehicleCrew => ({
  ...crew,
  driverIdNumber: maskResidentId(crew.driverIdNumber),
  escortIdNumber: crew.escortIdNumber ? maskResidentId(crew.escortIdNumber) : null,
});
