import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './button';

/** The 'Copied' confirmation lasts this long. */
export const copiedFlagMs = 1500;

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text to copy, or a function that fetches it when pressed (e.g. a secret). */
  text: string | (() => Promise<string>);
  label: string;
  copiedLabel: string;
  onError?: (error: unknown) => void;
}

/** Copies to the clipboard and reads 'Copied' for 1.5 s; the change is announced politely. */
export function CopyButton({ text, label, copiedLabel, onError, ...button }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    setBusy(true);
    try {
      const value = typeof text === 'string' ? text : await text();
      await writeToClipboard(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), copiedFlagMs);
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button {...button} processing={busy} onClick={() => void copy()} aria-live="polite">
      {copied ? copiedLabel : label}
    </Button>
  );
}

/**
 * The Clipboard API needs a secure context; an intranet server over plain http has none, so fall
 * back to the older copy command on a hidden text area there.
 */
async function writeToClipboard(value: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard) {
    await navigator.clipboard.writeText(value);
    return;
  }
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy');
  } finally {
    area.remove();
  }
}
