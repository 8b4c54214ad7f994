// A button that removes, revokes or ends something, in the console's one style for that (.admin-button--danger
// in app/admin.css).
import { Button, type ButtonProps } from 'shell/ui';

export function DangerButton(props: Omit<ButtonProps, 'size' | 'variant' | 'className'>) {
  return <Button size="small" variant="outline" className="admin-button--danger" {...props} />;
}
