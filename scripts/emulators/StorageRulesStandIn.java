// OFFLINE STAND-IN for the Cloud Storage rules runtime that firebase-tools downloads.
// It permits every request: Storage rules are NOT evaluated when this runs. It exists
// only so the Storage emulator can start on machines that cannot download the real
// runtime; scripts/emulators/prepare.mjs says so loudly whenever it is used.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class StorageRulesStandIn {
  private static final Pattern ID = Pattern.compile("\"id\":(-?\\d+)");
  private static final Pattern ACTION = Pattern.compile("\"action\":\"([a-z_]+)\"");

  public static void main(String[] args) throws Exception {
    // firebase-tools waits for a message with id -1 before it sends anything.
    System.out.println("{\"id\":-1,\"status\":\"ok\"}");
    System.out.flush();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      String id = null;
      Matcher ids = ID.matcher(line);
      while (ids.find()) id = ids.group(1); // the request id is the last "id" key
      Matcher action = ACTION.matcher(line);
      if (id == null || !action.find()) continue;
      String result = "load_ruleset".equals(action.group(1)) ? "{\"rulesVersion\":2}" : "{\"permit\":true}";
      System.out.println("{\"id\":" + id + ",\"status\":\"ok\",\"errors\":[],\"warnings\":[],\"result\":" + result + "}");
      System.out.flush();
    }
  }
}
