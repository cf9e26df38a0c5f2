import { Button, type ButtonProps } from './button';

/**
 * The one button that sends a form: primary, disabled with a spinner while the request runs, so
 * a second press cannot send it twice.
 */
export function SubmitButton({
  processing,
  children,
  ...button
}: Omit<ButtonProps, 'type' | 'variant'> & { processing: boolean }) {
  return (
    <Button type="submit" variant="primary" processing={processing} {...button}>
      {children}
    </Button>
  );
}
