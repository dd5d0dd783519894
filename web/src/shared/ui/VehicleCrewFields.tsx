import {
  isValidResidentId,
  MOBILE_PATTERN,
  normalizePlate,
  PLATE_PATTERN,
  type VehicleCrew,
  type vehicleCrewInput,
} from '@hgsc/contracts';
import { Alert, Col, Descriptions, Form, type FormRule, Input, Row, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../i18n/use-translation.ts';
import { required, requiredField } from './form-rules.ts';

/** The crew as the form holds it: every field text, blank where not given. */
export type VehicleCrewValues = Partial<Record<keyof VehicleCrew, string>>;

/** What the server takes (vehicle-crew.ts vehicleCrewInput): trimmed, blanks left out. */
export type VehicleCrewBody = z.input<typeof vehicleCrewInput>;

const text = (value: string | undefined) => value?.trim() ?? '';
const optional = (value: string | undefined) => text(value) || undefined;

/** The form's crew as the server's body: plate and IDs in capitals, optional fields left out when blank. */
export function vehicleCrewBody(values: VehicleCrewValues): VehicleCrewBody {
  return {
    plate: normalizePlate(text(values.plate)),
    transportPermitNo: optional(values.transportPermitNo),
    driverName: text(values.driverName),
    driverIdNumber: text(values.driverIdNumber).toUpperCase(),
    driverPhone: text(values.driverPhone),
    driverQualificationNo: optional(values.driverQualificationNo),
    escortName: optional(values.escortName),
    escortIdNumber: optional(values.escortIdNumber)?.toUpperCase(),
    escortPhone: optional(values.escortPhone),
    escortQualificationNo: optional(values.escortQualificationNo),
  };
}

const upper = (value: string | undefined) => value?.toUpperCase();

/**
 * One vehicle and its crew (车辆与人员), the record a bill of lading, a shipment or a freight order carries: the
 * plate and the driver always; for dangerous goods the vehicle's 道路运输证, the driver's 从业资格证 and an escort
 * (押运员) with theirs, marked required (the rules of vehicle-crew.ts crewShortfalls). The fields sit under `name`
 * in the form ('crew' by default); plates and ID numbers are checked as the server checks them (PLATE_PATTERN, the
 * 身份证 check digit).
 */
export function VehicleCrewFields({
  hazardous,
  name = 'crew',
  testIdPrefix = 'crew',
}: {
  hazardous: boolean;
  name?: string;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const path = (field: keyof VehicleCrew) => [name, field];
  const pattern = (test: (value: string) => boolean, message: string): FormRule => ({
    validator: (_, value: string | undefined) =>
      !text(value) || test(text(value).toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
  const plateRule = pattern((value) => PLATE_PATTERN.test(normalizePlate(value)), t('crew.plateInvalid'));
  const idRule = pattern(isValidResidentId, t('crew.idNumberInvalid'));
  const phoneRule = pattern((value) => MOBILE_PATTERN.test(value), t('mobile.invalid'));
  /** Required for dangerous goods only, with the server's own words for what is missing. */
  const forHazardous = (message: string): FormRule[] => (hazardous ? [{ ...required(message), whitespace: true }] : []);
  const label = (key: string) => t(`vehicleCrew.${key}`);
  const field = (
    key: keyof VehicleCrew,
    rules: FormRule[],
    props: { maxLength: number; placeholder?: string; normalize?: (value: string | undefined) => string | undefined } = {
      maxLength: 30,
    },
  ) => (
    <Col xs={24} md={12}>
      <Form.Item name={path(key)} label={label(key)} rules={rules} normalize={props.normalize}>
        <Input
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          autoComplete="off"
          data-testid={`${testIdPrefix}-${key}`}
        />
      </Form.Item>
    </Col>
  );
  const group = (legend: string, children: ReactNode) => (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8, border: 0 }}>{legend}</legend>
      <Row gutter={16}>{children}</Row>
    </fieldset>
  );

  return (
    <div data-testid={`${testIdPrefix}-fields`} data-hazardous={hazardous}>
      {hazardous && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('vehicleCrew.hazardousHint')} />}
      {group(
        t('vehicleCrew.vehicle'),
        <>
          {field('plate', [requiredField(t, label('plate')), plateRule], {
            maxLength: 10,
            placeholder: t('vehicleCrew.platePlaceholder'),
            normalize: upper,
          })}
          {field('transportPermitNo', forHazardous(t('crew.transportPermitRequired')), { maxLength: 40 })}
        </>,
      )}
      {group(
        t('vehicleCrew.driver'),
        <>
          {field('driverName', [requiredField(t, label('driverName'))], { maxLength: 30 })}
          {field('driverIdNumber', [requiredField(t, label('driverIdNumber')), idRule], { maxLength: 18, normalize: upper })}
          {field('driverPhone', [requiredField(t, label('driverPhone')), phoneRule], { maxLength: 11 })}
          {field('driverQualificationNo', forHazardous(t('crew.driverQualificationRequired')), { maxLength: 40 })}
        </>,
      )}
      {group(
        hazardous ? t('vehicleCrew.escort') : t('vehicleCrew.escortOptional'),
        <>
          {field('escortName', forHazardous(t('crew.escortRequired')), { maxLength: 30 })}
          {field('escortIdNumber', [...forHazardous(t('crew.escortRequired')), idRule], { maxLength: 18, normalize: upper })}
          {field('escortPhone', [phoneRule], { maxLength: 11 })}
          {field('escortQualificationNo', forHazardous(t('crew.escortQualificationRequired')), { maxLength: 40 })}
        </>,
      )}
    </div>
  );
}

/**
 * The crew as recorded, read-only: the ID numbers as the server gives them (whole to the crew's company and the
 * keeper at the gate, masked to anyone else). For dangerous goods a missing permit is flagged.
 */
export function VehicleCrewFacts({
  crew,
  hazardous,
  testId = 'crew-facts',
}: {
  crew: VehicleCrew;
  hazardous: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const missing = <Tag color={hazardous ? 'red' : 'default'}>{t(hazardous ? 'vehicleCrew.missing' : 'vehicleCrew.none')}</Tag>;
  const value = (text: string | null) => (text ? text : missing);
  const person = (name: string | null, id: string | null, phone: string | null) =>
    name ? [name, id, phone].filter(Boolean).join(' · ') : missing;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid={testId}
      items={[
        { key: 'plate', label: t('vehicleCrew.plate'), children: crew.plate },
        { key: 'permit', label: t('vehicleCrew.transportPermitNo'), children: value(crew.transportPermitNo) },
        {
          key: 'driver',
          label: t('vehicleCrew.driver'),
          children: person(crew.driverName, crew.driverIdNumber, crew.driverPhone),
        },
        {
          key: 'driverQualification',
          label: t('vehicleCrew.driverQualificationNo'),
          children: value(crew.driverQualificationNo),
        },
        {
          key: 'escort',
          label: t('vehicleCrew.escort'),
          children: person(crew.escortName, crew.escortIdNumber, crew.escortPhone),
        },
        {
          key: 'escortQualification',
          label: t('vehicleCrew.escortQualificationNo'),
          children: value(crew.escortQualificationNo),
        },
      ]}
    />
  );
}
