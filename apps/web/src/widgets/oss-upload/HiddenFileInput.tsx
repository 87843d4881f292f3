import { forwardRef, type InputHTMLAttributes } from 'react';

/**
 * The native file input behind a styled upload box, opened by the box's click. Hidden by an inline
 * style, not the `hidden` attribute: antd's form CSS gives `input[type='file']` display:block inside
 * a Form.Item, which beats the attribute and showed "Choose File / No file chosen" above the box.
 */
export const HiddenFileInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function HiddenFileInput(props, ref) {
  return <input {...props} ref={ref} type="file" style={{ display: 'none' }} />;
});
