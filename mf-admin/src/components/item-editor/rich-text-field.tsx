// The rich-text field kind: HTML typed as text, beside a live preview sanitised as readers will get it
// (the one DOMPurify configuration in @site/shared/article-html).
import type { Ref } from 'react';
import { FormField } from '../form-field';
import { RichTextPreview } from './rich-text-preview';

interface RichTextFieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  value: string;
  onChange: (html: string) => void;
  /** The text area, for a form that moves focus to its first invalid field. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function RichTextField({ label, required, hint, error, value, onChange, inputRef }: RichTextFieldProps) {
  return (
    <div className="admin-rich-text">
      <FormField label={label} required={required} error={error} hint={hint ?? 'Позволен е HTML; прегледът показва какво ще видят читателите.'}>
        {(control) => (
          <textarea
            {...control}
            ref={inputRef}
            className="admin-rich-text__source"
            rows={14}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            spellCheck={false}
          />
        )}
      </FormField>
      <RichTextPreview html={value} />
    </div>
  );
}
