import { type ReactNode, useId } from 'react';
import './segmented.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label?: ReactNode;
  icon?: ReactNode;
  /** Shown on hover; the accessible name of an icon-only option. */
  title?: string;
}

/**
 * antd's Segmented look for a few options, over native radio buttons: antd's brings Tooltip (for option
 * tooltips) and its motion into the public list pages' JavaScript, which is held to a budget.
 */
export function Segmented<T extends string>({
  value,
  onChange,
  options,
  'aria-label': ariaLabel,
}: {
  value: T;
  onChange: (value: T) => void;
  options: SegmentedOption<T>[];
  'aria-label': string;
}) {
  const name = useId();
  return (
    <fieldset className="light-segmented">
      <legend className="light-segmented-legend">{ariaLabel}</legend>
      {options.map((option) => (
        <label key={option.value} className="light-segmented-item" title={option.title}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            aria-label={option.label ? undefined : option.title}
          />
          {option.icon}
          {option.label && <span>{option.label}</span>}
        </label>
      ))}
    </fieldset>
  );
}
