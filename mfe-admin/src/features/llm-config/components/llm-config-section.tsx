import { SparklesIcon } from '../../../components/icons.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';

/** AI Post Generator: the static LLM configuration screen (built in its own issue). */
export function LlmConfigSection() {
  return (
    <SectionFrame
      title="AI Post Generator"
      description="The settings of the AI post writer will appear here."
      icon={<SparklesIcon size={22} />}
    />
  );
}
