import { Alert, Anchor } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PublicPage } from './public-page';

type Props = {
  title: string;
  /** The form, or null when the link it came from lacks what the form needs. */
  form: ReactNode;
  /** What is said instead of the form. */
  problem: { title: string; hint: string };
  /** The way on under the form (to the login, to ask for a new link). */
  link: { to: LinkProps['to']; label: string };
};

/** A public screen opened from a link in an e-mail: its form, or why there is none, and a way on. */
export const PublicFormPage = ({ title, form, problem, link }: Props) => (
  <PublicPage title={title}>
    {form ?? (
      <Alert color="red" role="alert" title={problem.title}>
        {problem.hint}
      </Alert>
    )}
    <Anchor component={Link} to={link.to} size="sm">
      {link.label}
    </Anchor>
  </PublicPage>
);
