import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '../../components/page-container';
import { usePageTitle } from '../../components/page-title';

/**
 * A content page of the site (about, contact, quick tour): its title in the tab (`tabTitle`,
 * where it differs from the heading), its h1 and lead, then its sections.
 */
export function ContentPage({ title, tabTitle, lead, maxW = '5xl', children }: { title: string; tabTitle?: string; lead: string; maxW?: string; children: ReactNode }) {
  usePageTitle(tabTitle ?? title);
  return (
    <PageContainer maxW={maxW}>
      <PageHeader title={title} lead={lead} />
      {children}
    </PageContainer>
  );
}
