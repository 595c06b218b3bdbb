import type { ReactNode } from 'react';
import { PageSeo } from '@/components/ui/PageSeo';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import { PageContainer } from './PageContainer';
import { PageHeading } from './PageHeading';

export interface InfoPageProps {
  title: string;
  description: string;
  /** Private pages (cart, orders, account) stay out of search engines. */
  noindex?: boolean;
  path?: string;
  breadcrumb?: Crumb[];
  /** The page's content. */
  children: ReactNode;
}

/** A page with its title, SEO, heading and lead, and its content. */
export function InfoPage({ title, description, noindex, path, breadcrumb, children }: InfoPageProps) {
  return (
    <>
      <PageSeo title={title} description={description} noindex={noindex} path={path} />
      <PageContainer>
        {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
        <PageHeading title={title} lead={description} />
        {children}
      </PageContainer>
    </>
  );
}
