import { PageIntro } from '../../components/ui/page-intro';

export function AdvancedFeaturesPage() {
  return (
    <PageIntro title="Advanced features">
      <p>This page will hold feature flags and advanced options that change how the product behaves.</p>
    </PageIntro>
  );
}
