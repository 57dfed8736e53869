import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { parse, parseAllDocuments } from 'yaml';
import { configSchema, loadConfig } from '@artisans/platform';

/**
 * The deployment files checked without a cluster: every Kubernetes object in deploy/ against the
 * API schemas (kubernetes-models), then what a schema cannot see (resources, non-root, probes on
 * the API's port, one projections process, settings from the ConfigMap and the Secret), and
 * docker-compose.yml's roles.
 */

const DEPLOY = __dirname;
const ROOT = join(__dirname, '..');

type Manifest = { file: string; object: Record<string, unknown> & { kind: string; apiVersion: string } };

/** The schema class of each kind the manifests may use. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1 Ingress': Ingress,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 PersistentVolumeClaim': PersistentVolumeClaim,
  'v1 Secret': Secret,
  'v1 Service': Service,
};

function yamlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

function readManifests(): { manifests: Manifest[]; kustomizations: Manifest[] } {
  const all = yamlFiles(DEPLOY).flatMap((path) =>
    parseAllDocuments(readFileSync(path, 'utf8')).map((document) => {
      if (document.errors.length > 0) throw new Error(`${path}: ${document.errors[0]?.message}`);
      return { file: relative(DEPLOY, path), object: document.toJS() as Manifest['object'] };
    }),
  );
  const objects = all.filter(({ object }) => object !== null);
  return {
    manifests: objects.filter(({ object }) => object.kind !== 'Kustomization'),
    kustomizations: objects.filter(({ object }) => object.kind === 'Kustomization'),
  };
}

const { manifests, kustomizations } = readManifests();

function only<T>(kind: string, name: string): T {
  const found = manifests.filter(
    ({ object }) => object.kind === kind && (object.metadata as { name?: string }).name === name,
  );
  expect(found).toHaveLength(1);
  return found[0]!.object as T;
}

const deployments = manifests
  .filter(({ object }) => object.kind === 'Deployment')
  .map(({ object }) => new Deployment(object as never));
const role = (name: string) => deployments.find((d) => d.metadata?.name === `artisans-${name}`);
const containersOf = (deployment: Deployment): IContainer[] => [
  ...(deployment.spec?.template.spec?.initContainers ?? []),
  ...(deployment.spec?.template.spec?.containers ?? []),
];

const configMap = only<ConfigMap>('ConfigMap', 'artisans-config');
const secret = only<Secret>('Secret', 'artisans-secrets');

describe('Kubernetes manifests in deploy/', () => {
  it('finds the objects of every role', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(10);
    expect(deployments.map((d) => d.metadata?.name).sort()).toEqual([
      'artisans-api',
      'artisans-projections',
      'artisans-worker',
    ]);
  });

  it.each(manifests.map((m) => [`${m.file}: ${m.object.kind}`, m] as const))(
    '%s is valid against the Kubernetes API schema',
    (_, { object }) => {
      const Model = MODELS[`${object.apiVersion} ${object.kind}`];
      if (Model === undefined) throw new Error(`No schema class for ${object.apiVersion} ${object.kind}`);
      expect(() => new Model(object as never).validate()).not.toThrow();
    },
  );

  it('the schema check does refuse a wrong object', () => {
    const api = only<{ spec: object }>('Deployment', 'artisans-api');
    const broken = { ...api, spec: { ...api.spec, replicas: 'two' } };
    expect(() => new Deployment(broken as never).validate()).toThrow(/replicas/);
  });

  it('kustomization.yaml lists every manifest but the Secret template, and the image they use', () => {
    expect(kustomizations).toHaveLength(1);
    const kustomization = kustomizations[0]!.object as unknown as {
      resources: string[];
      images: { name: string }[];
    };
    const listed = kustomization.resources.map((file) => join('kubernetes', file)).sort();
    const files = [...new Set(manifests.map((m) => m.file))].filter((file) => !file.includes('secret'));
    expect(listed).toEqual(files.sort());
    expect(kustomization.resources.some((file) => file.includes('secret'))).toBe(false);
    for (const deployment of deployments)
      for (const container of containersOf(deployment))
        expect(kustomization.images.map((image) => image.name)).toContain(container.image?.split(':')[0]);
  });

  it.each(['api', 'worker', 'projections'])(
    'the %s pods run as non-root with requests and limits for CPU and memory',
    (name) => {
      const deployment = role(name)!;
      const pod = deployment.spec!.template.spec!;
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const container of containersOf(deployment)) {
        expect(container.securityContext?.runAsUser ?? 1).toBeGreaterThan(0);
        expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
        for (const bound of ['requests', 'limits'] as const) {
          expect(container.resources?.[bound]?.cpu).toBeDefined();
          expect(container.resources?.[bound]?.memory).toBeDefined();
        }
      }
    },
  );

  it.each(['api', 'worker', 'projections'])(
    'the %s container starts its role and takes its settings from the ConfigMap and the Secret',
    (name) => {
      const [container, ...others] = role(name)!.spec!.template.spec!.containers;
      expect(others).toHaveLength(0);
      expect(container!.args).toEqual([name]);
      expect(container!.command).toBeUndefined();
      expect(container!.envFrom).toEqual([
        { configMapRef: { name: 'artisans-config' } },
        { secretRef: { name: 'artisans-secrets' } },
      ]);
      // Nothing written into the Deployment itself: a value set here would hide the ConfigMap's.
      for (const variable of container!.env ?? []) expect(variable.valueFrom).toBeDefined();
    },
  );

  it('the image starts each role the manifests name', () => {
    const entrypoint = readFileSync(join(DEPLOY, 'docker/entrypoint.sh'), 'utf8');
    for (const name of ['api', 'worker', 'projections'])
      expect(entrypoint).toMatch(new RegExp(`^\\s*${name}\\)`, 'm'));
    expect(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).toMatch(/^USER 1000:1000$/m);
  });

  it('the API probes ask /health (liveness /health/live, no service) on the port that PORT names', () => {
    const [container] = role('api')!.spec!.template.spec!.containers;
    const port = container!.ports!.find((p) => p.containerPort === Number(configMap.data!.PORT));
    expect(port).toBeDefined();
    const paths = { startupProbe: '/health', readinessProbe: '/health', livenessProbe: '/health/live' };
    for (const [probe, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
      const httpGet = container![probe]?.httpGet;
      expect(httpGet?.path).toBe(path);
      expect([port!.name, port!.containerPort]).toContain(httpGet?.port);
    }
  });

  it('one projections process, stopped before its successor starts (the leadership lock)', () => {
    const projections = role('projections')!;
    expect(projections.spec?.replicas).toBe(1);
    expect(projections.spec?.strategy?.type).toBe('Recreate');
  });

  it('the Service, the Ingress, the autoscaler and the disruption budget reach the API pods', () => {
    const api = role('api')!;
    const podLabels = api.spec!.template.metadata!.labels!;
    const portName = api.spec!.template.spec!.containers[0]!.ports![0]!.name;
    const matches = (selector: Record<string, string> | undefined) =>
      Object.entries(selector ?? {}).every(([key, value]) => podLabels[key] === value) &&
      Object.keys(selector ?? {}).length > 0;

    const service = only<Service>('Service', 'artisans-api');
    expect(matches(service.spec?.selector)).toBe(true);
    expect(service.spec?.ports?.[0]?.targetPort).toBe(portName);

    const ingress = only<Ingress>('Ingress', 'artisans-api');
    const backend = ingress.spec?.rules?.[0]?.http?.paths[0]?.backend.service;
    expect(backend?.name).toBe('artisans-api');
    expect(backend?.port?.name).toBe(service.spec?.ports?.[0]?.name);
    expect(new URL(configMap.data!.PUBLIC_URL!).host).toBe(ingress.spec?.rules?.[0]?.host);

    const hpa = only<HorizontalPodAutoscaler>('HorizontalPodAutoscaler', 'artisans-api');
    expect(hpa.spec?.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'artisans-api' });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);

    const budget = only<PodDisruptionBudget>('PodDisruptionBudget', 'artisans-api');
    expect(matches(budget.spec?.selector?.matchLabels)).toBe(true);
    expect(Number(budget.spec?.minAvailable)).toBeLessThan(hpa.spec!.minReplicas!);

    // Every API pod sees the same uploads: a volume every node can mount for writing.
    const claim = only<PersistentVolumeClaim>('PersistentVolumeClaim', 'artisans-uploads');
    expect(claim.spec?.accessModes).toEqual(['ReadWriteMany']);
  });

  it('the ConfigMap and the Secret hold known settings that the product accepts, with placeholders only', () => {
    const known = Object.keys(configSchema.shape);
    const settings = { ...configMap.data, ...secret.stringData };
    expect(Object.keys(settings).filter((key) => !known.includes(key))).toEqual([]);
    expect(() => loadConfig(settings)).not.toThrow();
    expect(secret.data).toBeUndefined();
    for (const [key, value] of Object.entries(secret.stringData ?? {}))
      expect([key, value === '' || value.includes('CHANGE-ME')]).toEqual([key, true]);
    // Nothing secret in the ConfigMap.
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'JWT_SECRET', 'EVENTSTORE_CONNECTION_STRING'])
      expect(configMap.data?.[key]).toBeUndefined();
  });
});

describe('docker-compose.yml', () => {
  type ComposeService = {
    profiles?: string[];
    command?: string[];
    environment?: Record<string, string>;
    build?: string;
  };
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const services = compose.services;

  it('starts only the services it always had without a profile (README: docker compose up -d postgres redis)', () => {
    const always = Object.keys(services).filter((name) => services[name]!.profiles === undefined);
    expect(always.sort()).toEqual(['eventstore', 'mailpit', 'postgres', 'redis']);
  });

  it('runs two API processes, a worker and the projections, in profile "product", with settings the product accepts', () => {
    const roles = Object.fromEntries(
      Object.entries(services)
        .filter(([, service]) => service.profiles?.includes('product') && service.build !== undefined)
        .map(([name, service]) => [name, service.command]),
    );
    expect(roles).toEqual({
      'api-1': ['api'],
      'api-2': ['api'],
      projections: ['projections'],
      worker: ['worker'],
    });
    for (const name of Object.keys(roles))
      expect(() => loadConfig(services[name]!.environment ?? {})).not.toThrow();
    expect(services.proxy?.profiles).toEqual(['product']);
  });

  it('the proxy sends requests to both API processes', () => {
    const nginx = readFileSync(join(DEPLOY, 'nginx/nginx.conf'), 'utf8');
    const upstream = [...nginx.matchAll(/^\s*server\s+([\w-]+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(upstream).toEqual(['api-1:3000', 'api-2:3000']);
  });
});
