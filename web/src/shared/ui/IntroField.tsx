import { Form, Input } from 'antd';

/** The form's `intro` item: a free introduction of up to 2000 characters (a company, a shop). */
export function IntroField({ label, placeholder, testId }: { label: string; placeholder: string; testId: string }) {
  return (
    <Form.Item name="intro" label={label}>
      <Input.TextArea rows={4} maxLength={2000} showCount placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}
