import { webcrypto } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as x509 from "@peculiar/x509";
import { replacePrivateFile } from "../sdk/files/private";

x509.cryptoProvider.set(webcrypto as never);

export interface TlsMaterial {
  caPem: string;
  certPem: string;
  keyPem: string;
  caFile: string;
}

const ALG = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" } as const;

function pem(label: string, der: ArrayBuffer): string {
  const b64 = Buffer.from(der).toString("base64").match(/.{1,64}/g)!.join("\n");
  return `-----BEGIN ${label}-----\n${b64}\n-----END ${label}-----\n`;
}

/**
 * A fresh local CA and a server certificate it signs, made at every start (so no private key is
 * ever shipped or reused). Clients trust the CA file, exactly as they would a corporate CA.
 */
export async function makeTlsMaterial(hosts: string[], caDir?: string): Promise<TlsMaterial> {
  const now = Date.now();
  const notBefore = new Date(now - 60_000);
  const notAfter = new Date(now + 30 * 86_400_000);
  const caKeys = await webcrypto.subtle.generateKey(ALG, true, ["sign", "verify"]);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(8))).toString("hex"),
    name: "CN=msgform emulator local CA",
    notBefore,
    notAfter,
    keys: caKeys as webcrypto.CryptoKeyPair,
    signingAlgorithm: ALG,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  const leafKeys = await webcrypto.subtle.generateKey(ALG, true, ["sign", "verify"]);
  const names = new Set(["localhost", "127.0.0.1", "::1", ...hosts]);
  const san = [...names].map((h) => (/^[0-9.]+$/.test(h) || h.includes(":") ? { type: "ip", value: h } : { type: "dns", value: h }));
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(8))).toString("hex"),
    subject: "CN=msgform emulator",
    issuer: ca.subject,
    notBefore,
    notAfter,
    signingKey: caKeys.privateKey,
    publicKey: leafKeys.publicKey,
    signingAlgorithm: ALG,
    extensions: [
      new x509.SubjectAlternativeNameExtension(san as x509.JsonGeneralNames),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
    ],
  });
  const keyPem = pem("PRIVATE KEY", await webcrypto.subtle.exportKey("pkcs8", leafKeys.privateKey));
  const dir = caDir ?? mkdtempSync(join(tmpdir(), "msgform-emulator-"));
  const caFile = join(dir, "ca.pem");
  // Never through a link planted at its name; mode 0600 like every file of a state directory.
  const refused = replacePrivateFile(caFile, ca.toString("pem") + "\n");
  if (refused) throw new Error(refused);
  return { caPem: ca.toString("pem"), certPem: leaf.toString("pem"), keyPem, caFile };
}
