import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { canStep, clampQuantity, plainQuantity, type QuantityLimits, stepQuantity } from '../quantity.ts';
import './quantity-stepper.css';

/** Clicks on − / + within this time go to the cart as one change. */
const COMMIT_DELAY_MS = 400;

/**
 * A quantity with − / + buttons that step by one between the minimum order quantity and the stock,
 * in exact decimals; typed text is cut to 4 decimals and held between the two when it is committed
 * (blur or Enter). `onCommit` gets the new quantity; repeated clicks commit once.
 */
export function QuantityStepper({
  value,
  limits,
  unit,
  disabled,
  label,
  onCommit,
  size = 'small',
  commitDelayMs = COMMIT_DELAY_MS,
}: {
  value: string;
  limits: QuantityLimits;
  unit: string;
  disabled?: boolean;
  /** Names the field for assistive technology (e.g. the product name). */
  label?: string;
  /** A promise that rejects (a refused change) puts the quantity back to `value`. */
  onCommit: (quantity: string) => unknown;
  size?: 'small' | 'middle' | 'large';
  /** How long − / + clicks wait before committing (0: at once). */
  commitDelayMs?: number;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => plainQuantity(value));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const committed = useRef(value);
  committed.current = value;

  // A new value from outside (the cart refreshed) replaces the draft.
  useEffect(() => {
    setDraft(plainQuantity(value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string, delay = 0) => {
    const next = clampQuantity(text, limits);
    setDraft(next);
    clearTimeout(timer.current);
    if (next === plainQuantity(value)) return;
    const run = () =>
      Promise.resolve(onCommit(next)).catch((error: unknown) => {
        setDraft(plainQuantity(committed.current));
        // A refused call was shown by the request layer; anything else is a bug to report.
        if (!isApiError(error)) throw error;
      });
    if (delay === 0) void run();
    else timer.current = setTimeout(() => void run(), delay);
  };

  const step = (direction: 1 | -1) => commit(stepQuantity(draft, direction, limits), commitDelayMs);
  // Leaving the field untouched changes nothing (not even a quantity out of range).
  const commitTyped = () => {
    if (draft !== plainQuantity(value)) commit(draft);
  };

  return (
    // antd's compact Button–Input–Button group, drawn in quantity-stepper.css: antd's Input and its styles
    // weighed as much as the rest of the product page, whose JavaScript is held to a budget.
    <span className={`quantity-stepper quantity-stepper-${size}`}>
      <Button
        size={size}
        icon={<MinusOutlined />}
        aria-label={t('mycart.decrease')}
        disabled={disabled || !canStep(draft, -1, limits)}
        onClick={() => step(-1)}
      />
      <span className={disabled ? 'quantity-stepper-field is-disabled' : 'quantity-stepper-field'}>
        <input
          value={draft}
          disabled={disabled}
          inputMode="decimal"
          aria-label={label ? `${t('mycart.quantity')} ${label}` : t('mycart.quantity')}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitTyped();
          }}
        />
        <span className="quantity-unit">
          <UnitWords unit={unit} quantity={value} />
        </span>
      </span>
      <Button
        size={size}
        icon={<PlusOutlined />}
        aria-label={t('mycart.increase')}
        disabled={disabled || !canStep(draft, 1, limits)}
        onClick={() => step(1)}
      />
    </span>
  );
}
