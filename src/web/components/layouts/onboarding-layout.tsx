import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AvalaLogo } from '../brand/avala-logo';
import classes from './onboarding-layout.module.css';

interface OnboardingLayoutProps {
  children: ReactNode;
  /** Heading of the banner; the default greets the user. */
  welcomeTitle?: string;
  /** Optional welcome text under the banner heading. */
  welcomeText?: string;
  /** Wider panel for long forms (company data). */
  wide?: boolean;
}

/** The branded onboarding frame (spec 1 §2): banner with the Avala name and a welcome text, content panel beside or below it. */
export function OnboardingLayout({ children, welcomeTitle = 'Bienvenido a Avala', welcomeText, wide = false }: OnboardingLayoutProps) {
  return (
    <div className={classes.root}>
      <header className={classes.banner}>
        <AvalaLogo inverted size={36} textSize={24} />
        <div className={classes.bannerBody}>
          <Text component="p" className={classes.welcomeTitle}>
            {welcomeTitle}
          </Text>
          {welcomeText ? (
            <Text component="p" className={classes.welcomeText}>
              {welcomeText}
            </Text>
          ) : null}
        </div>
        <Text component="p" fz="sm" className={classes.bannerFooter}>
          Cumplimiento REPSE y generadores de servicios profesionales.
        </Text>
      </header>
      <main className={classes.content}>
        <Paper shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder className={`${classes.panel} ${wide ? classes.panelWide : ''}`}>
          {children}
        </Paper>
      </main>
    </div>
  );
}

/** A heading for a panel inside the onboarding layout. */
export function OnboardingTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Title order={1} id={id} fz={{ base: 24, sm: 28 }} c="avala.8">
      {children}
    </Title>
  );
}
