// Exposed as 'catalog/VipPackagePage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function VipPackagePage() {
  return <h1>ВИП пакет</h1>;
}
