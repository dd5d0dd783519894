import { describe, expect, it } from 'vitest';
import { crewShortfalls, plateField, vehicleCrewInput } from './vehicle-crew.ts';

const crew = vehicleCrewInput.parse({
  plate: '沪a 12345',
  driverName: '张师傅',
  driverIdNumber: '11010519491231002x',
  driverPhone: '13800138000',
});

describe('a vehicle and its crew', () => {
  it('writes a plate as the registry does, and refuses what is no plate', () => {
    expect(crew.plate).toBe('沪A12345');
    expect(crew.driverIdNumber).toBe('11010519491231002X');
    expect(plateField.safeParse('AB123').success).toBe(false);
  });

  it('asks nothing more for ordinary goods, and the permits and a qualified escort for dangerous goods', () => {
    expect(crewShortfalls(crew, false)).toEqual([]);
    expect(crewShortfalls(crew, true).map((s) => s.field)).toEqual([
      'transportPermitNo',
      'driverQualificationNo',
      'escortName',
      'escortIdNumber',
      'escortQualificationNo',
    ]);
  });
});
