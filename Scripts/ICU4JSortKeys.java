// ICU4J's sort keys, for checking that a Java service makes the same key bytes as localized-index (ICU4C).
//
//   javac -cp /usr/share/java/icu4j.jar -d BUILD Scripts/ICU4JSortKeys.java
//   java -cp /usr/share/java/icu4j.jar:BUILD ICU4JSortKeys LOCALE [--numeric] [--versions] < strings.txt
//
// Reads one string a line (UTF-8) and prints, a line each, the lowercase hex of its CollationKey for LOCALE (a
// BCP 47 tag, such as sv or zh-u-co-stroke) without the key's trailing zero byte: what localized-index calls
// collation_key. --numeric compares digit runs as numbers (the uikit style's collator). --versions first prints
// a line "icu <ICU4J version> collation <collator version>", both dotted as ICU4C prints them.
// Debian's libicu4j-java is ICU4J 72.1 (its jar is named icu4j-60.2.jar in bookworm).

import com.ibm.icu.text.Collator;
import com.ibm.icu.text.RuleBasedCollator;
import com.ibm.icu.util.ULocale;
import com.ibm.icu.util.VersionInfo;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

public final class ICU4JSortKeys {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    public static void main(String[] arguments) throws IOException {
        String locale = null;
        boolean numeric = false, versions = false;
        for (String argument : arguments) {
            switch (argument) {
                case "--numeric": numeric = true; break;
                case "--versions": versions = true; break;
                default:
                    if (argument.startsWith("-") || locale != null) fail("unknown argument " + argument);
                    locale = argument;
            }
        }
        if (locale == null) fail("a locale is required");
        RuleBasedCollator collator = (RuleBasedCollator) Collator.getInstance(ULocale.forLanguageTag(locale));
        collator.setNumericCollation(numeric);
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        if (versions) {
            out.write("icu " + dotted(VersionInfo.ICU_VERSION) + " collation " + dotted(collator.getVersion()) + "\n");
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        StringBuilder line = new StringBuilder();
        for (String text; (text = in.readLine()) != null; ) {
            byte[] key = collator.getCollationKey(text).toByteArray();
            line.setLength(0);
            for (int i = 0; i < key.length - 1; i++) line.append(HEX[(key[i] >> 4) & 15]).append(HEX[key[i] & 15]);
            out.append(line).append('\n');
        }
        out.flush();
    }

    /// As ICU4C's u_versionToString: the four parts dotted, trailing zero parts after the second left off.
    private static String dotted(VersionInfo version) {
        int[] parts = {version.getMajor(), version.getMinor(), version.getMilli(), version.getMicro()};
        int count = 4;
        while (count > 2 && parts[count - 1] == 0) count--;
        StringBuilder text = new StringBuilder().append(parts[0]);
        for (int i = 1; i < count; i++) text.append('.').append(parts[i]);
        return text.toString();
    }

    private static void fail(String message) {
        System.err.println("ICU4JSortKeys: " + message);
        System.err.println("usage: ICU4JSortKeys LOCALE [--numeric] [--versions] < strings.txt");
        System.exit(2);
    }
}
