import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/**
 * An antd button that is a real link (<a href>, so it can be opened in a new tab) but navigates
 * inside the app on a plain click. Avoids nesting a <button> inside an <a>.
 */
export function ButtonLink({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  }
  return <Button {...props} href={to} onClick={onClick} />;
}
