export { LlmConfigSection } from './components/llm-config-section.tsx';
