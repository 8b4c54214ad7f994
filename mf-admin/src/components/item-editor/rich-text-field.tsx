// The rich-text field kind: HTML typed as text, beside a live preview sanitised as readers will get it
// (the one DOMPurify configuration in @site/shared/article-html).
import { FormField } from '../form-field';
import { RichTextPreview } from './rich-text-preview';

interface RichTextFieldProps {
  /** The form's name of the field (a form focuses its first invalid field by name). */
  name?: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  value: string;
  onChange: (html: string) => void;
}

export function RichTextField({ name, label, required, hint, error, value, onChange }: RichTextFieldProps) {
  return (
    <div className="admin-rich-text">
      <FormField label={label} required={required} error={error} hint={hint ?? 'Позволен е HTML; прегледът показва какво ще видят читателите.'}>
        {(control) => (
          <textarea
            {...control}
            name={name}
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
